"""'[Instruction] instead if [condition].': a later sentence of a spell's text that changes the instruction
before it when a condition holds (608.2c): 'Galvanic Blast deals 4 damage instead if you control three or
more artifacts.'"""
