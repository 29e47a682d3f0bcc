done

-- @@stderr --
dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): couldn't set option "ustackmode" to "fp": Operation illegal when tracing is active
dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): couldn't set option "argref": Operation illegal when tracing is active
dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): couldn't set option "grabanon": Operation illegal when tracing is active
dtrace: error on enabled probe ID 1 (ID 1: dtrace:::BEGIN): couldn't set option "aggsortpos" to "-1": Invalid value for specified option
