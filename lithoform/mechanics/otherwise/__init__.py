"""'If [condition], [effect]. Otherwise, [effect].' (608.2c)"""
