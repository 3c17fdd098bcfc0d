"""'Whenever you or another permanent you control becomes the target of a spell or ability an opponent controls'
(603.2; Valkmira, Protector's Shield): a trigger on the targets chosen for a spell or ability (601.2c, 602.2b,
603.3d) that names the ability's controller and the other permanents they control."""
