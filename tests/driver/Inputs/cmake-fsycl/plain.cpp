// No SYCL here: -fsycl compiles it all the same (it failed: the host
// compile looked for an integration header the device compile never wrote).
int answer() { return 42; }
