
              ustack_nofp`nofp_b
              ustack_nofp`nofp_a+0xOFF
              ustack_nofp`main+0xOFF

