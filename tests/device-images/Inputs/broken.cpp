// Does not compile.
void f() { undeclared(); }
