"""'Counter each spell you don't control.' (Counterflux overloaded, 702.96b; Swift Silence): every spell on the
stack of a kind (701.6a, 405.1)."""
