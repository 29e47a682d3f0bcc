samples inside the chilled clause: some

