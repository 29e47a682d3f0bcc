-- @@stderr --
BPF program dt_BEGIN (N instructions, 1 probe):
r2 = func <T>
(85) call bpf_loop#181
r2 = func <T>
(85) call bpf_loop#181
r2 = func <T>
(85) call bpf_loop#181
r2 = func <T>
(85) call bpf_loop#181
subprogram dt_chill_wait
func 1 is the subprogram
func 2 is the subprogram
func 3 is the subprogram
func 4 is the subprogram
