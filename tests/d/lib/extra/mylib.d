/* A D library file for tst.libdir.d (-L extra). */
inline int MYLIB_ANSWER = 42;
typedef struct mylib_pair { int a; int b; } mylib_pair_t;
