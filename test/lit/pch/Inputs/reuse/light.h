#pragma once
inline int light() { return 2; }
