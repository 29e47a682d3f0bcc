
              FRAME
              FRAME

              FRAME

              ustack`ustack_c+0xOFF
              ustack`ustack_b+0xOFF


