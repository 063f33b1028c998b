#pragma once
inline int other() { return 3; }
