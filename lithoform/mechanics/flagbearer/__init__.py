"""Flagbearers (Standard Bearer, Coalition Honor Guard, Coalition Flag): while an opponent chooses targets as they
cast a spell or activate an ability, they must choose at least one Flagbearer on the battlefield if able (601.2c,
602.2b)."""
