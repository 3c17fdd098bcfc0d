"""The ways people and programs reach the engine: the CLI, the terminal game, the scenario runner,
simulate, replay."""
