12 pipe:[ pipe:[ <unknown> pipefs acc=0
13 pipefs acc=1 nonblock=1 same=1
14 socket:[ <unknown> sockfs /
15 anon_inode:[eventfd] anon_inode:[eventfd] anon_inodefs

