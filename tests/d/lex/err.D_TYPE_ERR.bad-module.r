-- @@stderr --
dtrace: failed to compile script err.D_TYPE_ERR.bad-module.d: [D_TYPE_ERR] line 8: failed to resolve type struct nosuchmod`task_struct
