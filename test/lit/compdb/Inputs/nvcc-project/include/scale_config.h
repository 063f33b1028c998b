#pragma once
#define SCALE_FACTOR 1.0f
