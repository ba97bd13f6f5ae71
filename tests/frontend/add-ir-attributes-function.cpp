// [[__sycl_detail__::add_ir_attributes_function(names..., values...)]] becomes
// IR string attributes as DPC++ writes them: an optional filter list first,
// then names and values; strings, integers, enumerators (their value),
// booleans (true/false), floating point, and nullptr as a value (an
// attribute without one); a nullptr name drops its pair; a later pair with
// the same name wins; in templates the arguments are evaluated per
// instantiation, packs included. Not a device compile: no function becomes
// a kernel.
// RUN: %clang -std=c++17 -c -emit-llvm %s -o %t.bc
// RUN: opt -passes=verify -disable-output %t.bc
// RUN: llvm-dis %t.bc -o - | FileCheck %s --implicit-check-not=spir_kernel

enum class Mode { a = 3, b = 7 };
struct Meta {
  static constexpr const char *name = "from-member";
  static constexpr int value = 42;
};
constexpr int twice(int v) { return 2 * v; }
// A value that is a constant character array, not a string literal.
template <char... Cs> struct CharArray {
  static constexpr const char value[] = {Cs..., '\0'};
};

// CHECK: define {{.*}}void @_Z6directv() #[[DIRECT:[0-9]+]]
[[__sycl_detail__::add_ir_attributes_function(
    "str", "int", "enum", "bool", "float", "none", Meta::name, "dup", nullptr, "dup",
    "text", -5, Mode::b, false, 2.5, nullptr, Meta::value, "first", 1, "second")]]
void direct() {}

// CHECK: define {{.*}}void @_Z8filteredv() #[[FILTERED:[0-9]+]]
[[__sycl_detail__::add_ir_attributes_function({"keep", "also"}, "keep", "drop", "also", twice(4), 1, CharArray<'8', ',', '4'>::value)]]
void filtered() {}

template <typename... Props> struct Info;
template <> struct Info<int> {
  static constexpr const char *name = "sycl-int";
  static constexpr int value = 4;
};
template <> struct Info<float> {
  static constexpr const char *name = "sycl-float";
  static constexpr bool value = true;
};

// Intel's kernel_single_task form: "sycl-single-task", Names..., nullptr, Values...
template <typename... Props>
[[__sycl_detail__::add_ir_attributes_function("sycl-single-task", Info<Props>::name..., nullptr, Info<Props>::value...)]]
void wrapper() {}

template <int N>
[[__sycl_detail__::add_ir_attributes_function("sycl-n", N * 10)]]
void sized() {}

void use() {
  wrapper<>();
  wrapper<int, float>();
  sized<1>();
  sized<3>();
}

// CHECK: define {{.*}}void @_Z7wrapperIJEEvv() #[[W0:[0-9]+]]
// CHECK: define {{.*}}void @_Z7wrapperIJifEEvv() #[[W2:[0-9]+]]
// CHECK: define {{.*}}void @_Z5sizedILi1EEvv() #[[S1:[0-9]+]]
// CHECK: define {{.*}}void @_Z5sizedILi3EEvv() #[[S3:[0-9]+]]

// String attributes are printed sorted by name.
// CHECK-DAG: attributes #[[DIRECT]] = { {{.*}}"bool"="false" "dup"="second" "enum"="7" "float"="2.5" {{.*}}"from-member"="42" "int"="-5" {{.*}}"none" {{.*}}"str"="text" {{.*}}}
// "drop" is not in the filter list (it would sort between "also" and "frame-pointer").
// CHECK-DAG: attributes #[[FILTERED]] = { {{.*}}"also"="8,4" "frame-pointer"="all" "keep"="8" {{.*}}}
// CHECK-DAG: attributes #[[W0]] = { {{.*}}"sycl-single-task" {{.*}}}
// CHECK-DAG: attributes #[[W2]] = { {{.*}}"sycl-float"="true" "sycl-int"="4" "sycl-single-task" {{.*}}}
// CHECK-DAG: attributes #[[S1]] = { {{.*}}"sycl-n"="10" {{.*}}}
// CHECK-DAG: attributes #[[S3]] = { {{.*}}"sycl-n"="30" {{.*}}}
