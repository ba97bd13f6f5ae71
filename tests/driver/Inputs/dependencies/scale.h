inline float scale(float x) { return 2.5f * x; }
