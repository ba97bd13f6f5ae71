inline float scale(float x) { return SCALE * x; }
