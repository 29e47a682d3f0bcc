/name none

