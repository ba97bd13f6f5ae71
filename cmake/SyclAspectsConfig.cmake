# SyclAspects CMake package: find_package(SyclAspects CONFIG REQUIRED).
# Installed by scripts/install.sh as <prefix>/lib/cmake/SyclAspects/
# (docs/install.md). It provides:
#
#   SyclAspects::plugin   an imported INTERFACE target: linking it adds
#                         -fplugin=<prefix>/lib/libsycl_aspects.so and the
#                         include directory <prefix>/include to C++ sources
#   sycl_aspects_target_options(<target>
#       [FIXED_TARGETS <target>...] [TARGETS <target>...]
#       [DEVICE_CONFIG_FILES <file>...])
#                         links SyclAspects::plugin into <target> (PRIVATE)
#                         and adds the plugin arguments for fixed targets,
#                         compilation targets and device configuration files
#   SyclAspects_PLUGIN, SyclAspects_INCLUDE_DIR, SyclAspects_SYCL_CLANG
#                         the library, the headers and the sycl-clang tool
#
# Steps:
# 1. Locate the prefix from this file's own directory (lib/cmake/SyclAspects
#    -> three levels up), so a moved prefix still works; check that the
#    library and the headers are there (else the package is "not found",
#    with the reason).
# 2. Require the C++ compiler to be Clang of the LLVM major the plugin is
#    built for (16 or 19; scripts/install.sh writes it below): the plugin is
#    built against that Clang/LLVM's libraries and cannot be loaded by
#    another compiler or version. Anything else is a FATAL_ERROR naming the
#    compiler found.
# 3. Define the imported target and the function.

include_guard(GLOBAL)

# 1. The prefix.
# The package directory with symbolic links resolved first: the Debian
# package reaches it through /usr/lib/cmake/SyclAspects, a link into
# /usr/lib/sycl-aspects/lib/cmake/SyclAspects (scripts/build-deb.sh).
get_filename_component(_sycl_aspects_dir "${CMAKE_CURRENT_LIST_DIR}" REALPATH)
get_filename_component(_sycl_aspects_prefix "${_sycl_aspects_dir}/../../.." ABSOLUTE)
set(SyclAspects_PLUGIN "${_sycl_aspects_prefix}/lib/libsycl_aspects.so")
set(SyclAspects_INCLUDE_DIR "${_sycl_aspects_prefix}/include")
set(SyclAspects_SYCL_CLANG "${_sycl_aspects_prefix}/bin/sycl-clang")
foreach(_sycl_aspects_file IN ITEMS "${SyclAspects_PLUGIN}" "${SyclAspects_INCLUDE_DIR}/sycl/sycl.hpp")
  if(NOT EXISTS "${_sycl_aspects_file}")
    set(SyclAspects_FOUND FALSE)
    set(SyclAspects_NOT_FOUND_MESSAGE
        "the installation in '${_sycl_aspects_prefix}' is incomplete: '${_sycl_aspects_file}' is missing (reinstall with scripts/install.sh --prefix '${_sycl_aspects_prefix}')")
    return()
  endif()
endforeach()

# 2. Clang of the plugin's LLVM major only.
set(SyclAspects_LLVM_MAJOR @LLVM_MAJOR@)
math(EXPR _sycl_aspects_next_major "${SyclAspects_LLVM_MAJOR} + 1")
if(NOT CMAKE_CXX_COMPILER_LOADED)
  message(FATAL_ERROR
    "SyclAspects: enable the CXX language (project(<name> LANGUAGES CXX)) before find_package(SyclAspects); "
    "the plugin needs the C++ compiler to be Clang ${SyclAspects_LLVM_MAJOR}")
endif()
if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang"
   OR CMAKE_CXX_COMPILER_VERSION VERSION_LESS ${SyclAspects_LLVM_MAJOR}
   OR NOT CMAKE_CXX_COMPILER_VERSION VERSION_LESS ${_sycl_aspects_next_major})
  message(FATAL_ERROR
    "SyclAspects: the C++ compiler must be Clang ${SyclAspects_LLVM_MAJOR}, because the plugin "
    "'${SyclAspects_PLUGIN}' is built against Clang/LLVM ${SyclAspects_LLVM_MAJOR}'s libraries; found "
    "${CMAKE_CXX_COMPILER_ID} ${CMAKE_CXX_COMPILER_VERSION} ('${CMAKE_CXX_COMPILER}'). "
    "Configure with -DCMAKE_CXX_COMPILER=clang++-${SyclAspects_LLVM_MAJOR} (in a fresh build directory).")
endif()

# 3. The imported target: C++ sources only (a C source in the same target
#    gets neither the plugin nor the SYCL headers).
if(NOT TARGET SyclAspects::plugin)
  add_library(SyclAspects::plugin INTERFACE IMPORTED)
  set_target_properties(SyclAspects::plugin PROPERTIES
    INTERFACE_COMPILE_OPTIONS "$<$<COMPILE_LANGUAGE:CXX>:-fplugin=${SyclAspects_PLUGIN}>"
    INTERFACE_INCLUDE_DIRECTORIES "${SyclAspects_INCLUDE_DIR}")
endif()

# sycl_aspects_target_options(<target> [FIXED_TARGETS ...] [TARGETS ...]
#                             [DEVICE_CONFIG_FILES ...])
# Relative configuration files are taken relative to the calling
# CMakeLists.txt's directory (they reach clang as absolute paths).
function(sycl_aspects_target_options target)
  cmake_parse_arguments(PARSE_ARGV 1 _arg "" "" "FIXED_TARGETS;TARGETS;DEVICE_CONFIG_FILES")
  if(_arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR
      "sycl_aspects_target_options(${target}): unexpected arguments '${_arg_UNPARSED_ARGUMENTS}' "
      "(expected FIXED_TARGETS, TARGETS and DEVICE_CONFIG_FILES followed by values)")
  endif()
  if(NOT TARGET "${target}")
    message(FATAL_ERROR "sycl_aspects_target_options: '${target}' is not a target")
  endif()
  foreach(_keyword IN ITEMS FIXED_TARGETS TARGETS DEVICE_CONFIG_FILES)
    if(_keyword IN_LIST _arg_KEYWORDS_MISSING_VALUES)
      message(FATAL_ERROR "sycl_aspects_target_options(${target}): ${_keyword} needs at least one value")
    endif()
  endforeach()
  target_link_libraries("${target}" PRIVATE SyclAspects::plugin)
  set(_options "")
  if(DEFINED _arg_FIXED_TARGETS)
    list(JOIN _arg_FIXED_TARGETS "," _list)
    list(APPEND _options "-fplugin-arg-sycl_aspects-fixed-targets=${_list}")
  endif()
  if(DEFINED _arg_TARGETS)
    list(JOIN _arg_TARGETS "," _list)
    list(APPEND _options "-fplugin-arg-sycl_aspects-targets=${_list}")
  endif()
  foreach(_file IN LISTS _arg_DEVICE_CONFIG_FILES)
    get_filename_component(_file "${_file}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND _options "-fplugin-arg-sycl_aspects-device-config-file=${_file}")
  endforeach()
  foreach(_option IN LISTS _options)
    target_compile_options("${target}" PRIVATE "$<$<COMPILE_LANGUAGE:CXX>:${_option}>")
  endforeach()
endfunction()

unset(_sycl_aspects_file)
unset(_sycl_aspects_prefix)
