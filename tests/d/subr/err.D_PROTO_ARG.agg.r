-- @@stderr --
dtrace: failed to compile script err.D_PROTO_ARG.agg.d: [D_PROTO_ARG] line 6: toupper( ) argument #1 is incompatible with prototype: an aggregation
