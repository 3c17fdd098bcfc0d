"""The node types of the ability tree, one module per family; cards/tree.py assembles them (and the
mechanics' `nodes` modules) into the unions and is where the rest of the engine imports them from."""
