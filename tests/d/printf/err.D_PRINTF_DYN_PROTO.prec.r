-- @@stderr --
dtrace: failed to compile script err.D_PRINTF_DYN_PROTO.prec.d: [D_PRINTF_DYN_PROTO] line 8: printf( ) prototype mismatch: conversion #2 (%d) is missing a corresponding ".*" argument
