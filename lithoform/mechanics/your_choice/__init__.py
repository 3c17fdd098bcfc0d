"""'... the color of your choice', '... the creature type of your choice' in an instruction (608.2d): the
controller chooses as the spell or ability resolves. Read as 'Choose a color. ... the chosen color ...' (the
instruction of mechanics/enters_choice), so 'destroy all enchantments of the color of your choice' and
'target creature becomes the color of your choice until end of turn' share one choice primitive."""
