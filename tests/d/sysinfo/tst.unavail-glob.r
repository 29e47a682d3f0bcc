ran

