// DPC++'s errors for add_ir_attributes_function: a name without a value, a
// name that is not a string, a value of a type that cannot be written, a
// filter list holding anything but string literals; in templates at the
// instantiation, with clang's note. Nothing is lowered from an invalid list.
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify %s

struct NotAValue {};
constexpr NotAValue not_a_value{};
constexpr int numbers[] = {1, 2};
const char *not_constant = "x";

[[__sycl_detail__::add_ir_attributes_function("a", "b", 1)]] void odd(); // expected-error {{attribute 'add_ir_attributes_function' must have an attribute value for each attribute name}}
[[__sycl_detail__::add_ir_attributes_function(1, 2)]] void int_name(); // expected-error {{each name argument in 'add_ir_attributes_function' must be a 'const char *' usable in a constant expression}}
[[__sycl_detail__::add_ir_attributes_function("a", not_a_value)]] void class_value(); // expected-error {{each value argument in 'add_ir_attributes_function' must be an integer, a floating point, a character, a boolean, 'const char *', or an enumerator usable as a constant expression}}
[[__sycl_detail__::add_ir_attributes_function("a", numbers)]] void int_array_value(); // expected-error {{each value argument in 'add_ir_attributes_function' must be}}
[[__sycl_detail__::add_ir_attributes_function("a", not_constant)]] void runtime_value(); // expected-error {{each value argument in 'add_ir_attributes_function' must be}}
[[__sycl_detail__::add_ir_attributes_function({"a", 1}, "a", 1)]] void bad_filter(); // expected-error {{initializer list in the first argument of 'add_ir_attributes_function' must contain only string literals}}
[[__sycl_detail__::add_ir_attributes_function({"a"} "a", 1)]] void filter_without_comma(); // expected-error {{expected ','}}
[[__sycl_detail__::add_ir_attributes_function("a", undeclared)]] void unknown_name(); // expected-error {{use of undeclared identifier 'undeclared'}}
int var [[__sycl_detail__::add_ir_attributes_function("a", 1)]]; // expected-error {{'add_ir_attributes_function' attribute only applies to functions}}

template <typename T> struct Meta { static constexpr T value{}; };

template <typename T>
[[__sycl_detail__::add_ir_attributes_function("v", Meta<T>::value)]] // expected-error {{each value argument in 'add_ir_attributes_function' must be}}
void templated() {}

void use() {
  templated<int>();
  templated<NotAValue>(); // expected-note {{in instantiation of function template specialization 'templated<NotAValue>' requested here}}
}

// Valid lists produce no diagnostic.
[[__sycl_detail__::add_ir_attributes_function()]] void empty();
[[__sycl_detail__::add_ir_attributes_function({}, "a", 1)]] void empty_filter();
[[__sycl_detail__::add_ir_attributes_function(nullptr, "a", 1, 2)]] void null_name();
