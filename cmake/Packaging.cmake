# Installation and the Debian packages (docs/install.md).
#
# cmake --install build --prefix PREFIX writes
#   PREFIX/bin/hipport                 component hipport
#   PREFIX/share/hipport/              component hipport-data: mappings/ (with
#                                      cuda-decls/), rules/, share/ (the CUDA
#                                      prelude, the CUDA shim, the compat
#                                      header) and docs/rules/ (the rule pages
#                                      the language server links to)
#   PREFIX/lib/libhipportTidy.so       component hipport-tidy (lib/Tidy)
# The binary and the plugin find the data relative to their own directories,
# so a prefix can be moved or unpacked anywhere.
install(DIRECTORY ${CMAKE_SOURCE_DIR}/mappings ${CMAKE_SOURCE_DIR}/rules
  ${CMAKE_SOURCE_DIR}/share
  DESTINATION share/hipport COMPONENT hipport-data)
install(DIRECTORY ${CMAKE_SOURCE_DIR}/docs/rules
  DESTINATION share/hipport/docs COMPONENT hipport-data)

# cpack -G DEB (in the build directory) writes one package per component:
# hipport_VERSION_ARCH.deb, hipport-data_VERSION_all.deb and, when the
# plugin is built, hipport-tidy_VERSION_ARCH.deb. dpkg-shlibdeps (dpkg-dev)
# computes the shared-library dependencies.
set(HIPPORT_PACKAGE_CONTACT "hipport developers"
  CACHE STRING "The Maintainer field of the Debian packages")
set(CPACK_PACKAGE_NAME hipport)
set(CPACK_PACKAGE_CONTACT "${HIPPORT_PACKAGE_CONTACT}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "CUDA to HIP source-to-source porting")
set(CPACK_GENERATOR DEB)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# Smaller than gzip and quicker to write (the binary, with clang linked in, is
# 65 MB); dpkg reads it since Debian 12's 1.21.
set(CPACK_DEBIAN_COMPRESSION_TYPE zstd)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_ENABLE_COMPONENT_DEPENDS ON)
set(CPACK_COMPONENTS_ALL hipport hipport-data)
if(TARGET hipportTidy)
  list(APPEND CPACK_COMPONENTS_ALL hipport-tidy)
endif()

set(CPACK_DEBIAN_HIPPORT_PACKAGE_NAME hipport)
# clang's own headers (the resource directory compiled into the binary, with
# the CUDA wrapper headers) come from libclang-common-19-dev; the C++
# standard headers the parsed CUDA code includes from libstdc++.
set(CPACK_DEBIAN_HIPPORT_PACKAGE_DEPENDS
  "libclang-common-${LLVM_VERSION_MAJOR}-dev")
set(CPACK_DEBIAN_HIPPORT_PACKAGE_RECOMMENDS "libstdc++-12-dev")
set(CPACK_DEBIAN_HIPPORT-DATA_PACKAGE_NAME hipport-data)
set(CPACK_DEBIAN_HIPPORT-DATA_PACKAGE_ARCHITECTURE all)
set(CPACK_DEBIAN_HIPPORT-TIDY_PACKAGE_NAME hipport-tidy)
set(CPACK_DEBIAN_HIPPORT-TIDY_PACKAGE_DEPENDS
  "clang-tidy-${LLVM_VERSION_MAJOR}")

include(CPack)
cpack_add_component(hipport-data DISPLAY_NAME "hipport data"
  DESCRIPTION "hipport's mapping tables, rule catalogue and headers")
cpack_add_component(hipport DISPLAY_NAME "hipport"
  DESCRIPTION "hipport ports CUDA source code to HIP with Clang: it renames a \
reference only when it resolves to a CUDA declaration, and reports what HIP \
does differently (64-lane wavefronts, guards, inline PTX)."
  DEPENDS hipport-data)
cpack_add_component(hipport-tidy DISPLAY_NAME "hipport clang-tidy plugin"
  DESCRIPTION "hipport's portability checks as a clang-tidy-19 plugin \
(libhipportTidy.so)."
  DEPENDS hipport-data)
