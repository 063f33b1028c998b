// A project macro that changes what a system header declares.
#define WIDGET_NO_HELPER 1
