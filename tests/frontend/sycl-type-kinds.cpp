// Every sycl_type kind DPC++ accepts is accepted (Intel's 2025.3/2026.2
// headers write work_group_memory, dynamic_work_group_memory,
// dynamic_local_accessor and host_pipe among others); only aspect marks the
// aspect enum.
// RUN: %clang_cc1 -std=c++17 -fsyntax-only -verify %s
// expected-no-diagnostics
class [[__sycl_detail__::sycl_type(work_group_memory)]] A {};
class [[__sycl_detail__::sycl_type(dynamic_work_group_memory)]] B {};
class [[__sycl_detail__::sycl_type(dynamic_local_accessor)]] C {};
class [[__sycl_detail__::sycl_type(host_pipe)]] D {};
class [[__sycl_detail__::sycl_type(annotated_arg)]] E {};
class [[__sycl_detail__::sycl_type(buffer_location)]] F {};
