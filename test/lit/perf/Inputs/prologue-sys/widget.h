#pragma once
#ifndef WIDGET_NO_HELPER
inline int widget_helper() { return 1; }
#endif
