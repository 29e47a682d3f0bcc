
Stability attributes for script tst.v-syscall-args.d:

	Minimum Probe Description Attributes
		Identifier Names: Evolving
		Data Semantics:   Evolving
		Dependency Class: Common

	Minimum Statement Attributes
		Identifier Names: Evolving
		Data Semantics:   Evolving
		Dependency Class: ISA

syscall::read:entry

	Probe Description Attributes
		Identifier Names: Evolving
		Data Semantics:   Evolving
		Dependency Class: Common

	Argument Attributes
		Identifier Names: Evolving
		Data Semantics:   Evolving
		Dependency Class: ISA

	Argument Types
		args[0]: int64_t
		args[1]: int64_t
		args[2]: int64_t

