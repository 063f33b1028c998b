// Stand-in for rocThrust's thrust/system/hip/execution_policy.h.
#pragma once
#include <thrust/execution_policy.h>
