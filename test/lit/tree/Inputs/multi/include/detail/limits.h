// A plain C++ header: converted (unchanged), never renamed.
#pragma once
constexpr unsigned kScale = 2;
