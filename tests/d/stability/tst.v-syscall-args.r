
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
		args[0]: unsigned int
		args[1]: char *
		args[2]: size_t

