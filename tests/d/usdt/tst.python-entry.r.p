grep '^/.*/pyfuncs\.py ' | sed 's|^/.*/pyfuncs\.py |pyfuncs.py |'
