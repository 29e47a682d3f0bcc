dtrace: Oracle D 2.0
