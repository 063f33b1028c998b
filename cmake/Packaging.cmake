# Installation (docs/install.md).
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
