   ID   PROVIDER            MODULE                          FUNCTION NAME
    N       proc           vmlinux                                   create

	Probe Description Attributes
		Identifier Names: Evolving
		Data Semantics:   Evolving
		Dependency Class: ISA

	Argument Attributes
		Identifier Names: Evolving
		Data Semantics:   Evolving
		Dependency Class: ISA

	Argument Types
		args[0]: psinfo_t *
		args[1]: psinfo_t *
		args[2]: int

    N       proc           vmlinux                                   exit

	Probe Description Attributes
		Identifier Names: Evolving
		Data Semantics:   Evolving
		Dependency Class: ISA

	Argument Attributes
		Identifier Names: Evolving
		Data Semantics:   Evolving
		Dependency Class: ISA

	Argument Types
		args[0]: int

    N      sched           vmlinux                                   off-cpu

	Probe Description Attributes
		Identifier Names: Evolving
		Data Semantics:   Evolving
		Dependency Class: ISA

	Argument Attributes
		Identifier Names: Evolving
		Data Semantics:   Evolving
		Dependency Class: ISA

	Argument Types
		args[0]: lwpsinfo_t *
		args[1]: psinfo_t *

    N       proc           vmlinux                                   exec-success

	Probe Description Attributes
		Identifier Names: Evolving
		Data Semantics:   Evolving
		Dependency Class: ISA

	Argument Attributes
		Identifier Names: Evolving
		Data Semantics:   Evolving
		Dependency Class: ISA

	Argument Types
		None

    N      rawtp             sched                                   sched_process_fork

	Probe Description Attributes
		Identifier Names: Evolving
		Data Semantics:   Evolving
		Dependency Class: Common

	Argument Attributes
		Identifier Names: Private
		Data Semantics:   Private
		Dependency Class: Unknown

	Argument Types
		args[0]: struct task_struct *
		args[1]: struct task_struct *

