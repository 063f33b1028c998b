// A library header found through -isystem: a system header.
#pragma once
inline int vendor_scale() { return 2; }
