"""'[Object] and all [Auras] attached to it' (Hubris, Eaten by Spiders, End Hostilities): an object or group and the
permanents attached to it, acted on by one instruction at once (301.5, 303.4, 608.2c)."""
