#include "Support/WarpNames.h"
#include "gtest/gtest.h"

using namespace hipport;

TEST(WarpNamesTest, WarpSizeSpellings) {
  for (const char *Name :
       {"WARP_SIZE", "kWarpSize", "warpsize", "WARPSZ", "THREADS_PER_WARP"})
    EXPECT_TRUE(isWarpWidthName(Name)) << Name;
}

TEST(WarpNamesTest, ShortAndLaneCountSpellings) {
  // A compaction kernel's `threadIdx.x % WS` and `threadIdx.x >> LOG_LANES`.
  for (const char *Name :
       {"WS", "kWS", "WSIZE", "NUM_LANES", "LOG_LANES", "nLanes", "LANE_BITS"})
    EXPECT_TRUE(isWarpWidthName(Name)) << Name;
}

TEST(WarpNamesTest, OtherNamesAreNot) {
  for (const char *Name : {"TILE", "BLOCK", "ROWS", "WSTRIDE", "numPlanes",
                           "NUM_PLANES", "lanesWidth", "W"})
    EXPECT_FALSE(isWarpWidthName(Name)) << Name;
}
