"""Hive of the Eye Tyrant: '{3}{B}: Until end of turn, Hive of the Eye Tyrant becomes a 3/3 black Beholder creature
with menace and "Whenever this creature attacks, exile target card from defending player's graveyard." It's still a
land.' (506.2: the defending player is the player it attacks; 404.2: a graveyard holds its owner's cards)."""

from __future__ import annotations

from support import activate, board, pass_both, pass_until, pay_with, to_attackers, untapped

from lithoform.catalog.compiled import compiled
from lithoform.play.game import Game

HIVE = "Hive of the Eye Tyrant"


def _animated_hive_attacking() -> tuple[Game, int]:
    """P1's Hive, made a creature in the first main phase (paid with four Swamps), attacks P2."""
    game = board({"battlefield": [HIVE] + ["Swamp"] * 4, "graveyard": ["Lightning Bolt"]},
                 {"graveyard": ["Grizzly Bears", "Shock"]})
    hive = game.find(HIVE)
    activate(game, hive, 2, pay=False)
    pay_with(game, *untapped(game, "Swamp", 4))
    pass_both(game)
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    game.apply(f"attack {hive} P2")
    game.apply("done")
    return game, hive


def test_hive_compiles() -> None:
    assert compiled(HIVE).ok


def test_the_granted_trigger_exiles_a_card_from_defending_players_graveyard() -> None:
    """The animated Hive is a 3/3 black Beholder land creature with menace; attacking, its granted trigger targets
    a card in the defending player's graveyard only (not its controller's own graveyard)."""
    game, hive = _animated_hive_attacking()
    c = game.chars(hive)
    assert (c.power, c.toughness) == (3, 3) and "Land" in c.types and "Creature" in c.types
    assert "Beholder" in c.subtypes and "menace" in c.keywords and set(c.colors) == {"B"}
    assert game.pending.kind == "target", game.pending
    options = set(game.pending.options)
    bears, shock = game.find("Grizzly Bears", zone="graveyard"), game.find("Shock", zone="graveyard")
    bolt = game.find("Lightning Bolt", zone="graveyard")
    assert {bears, shock} <= options and bolt not in options
    game.apply(f"target {bears}")
    pass_both(game)
    assert game.find("Grizzly Bears", zone="exile")
    assert game.find("Lightning Bolt", zone="graveyard")


def test_ruling_activated_twice_it_has_two_triggers() -> None:
    """Ruling: "If you activate Hive of the Eye Tyrant's last ability multiple times, it gains multiple instances
    of the triggered ability that exiles cards. For example, if you activate it twice and attack, you will choose
    two target cards to exile (or the same card twice, if you want to).\""""
    game = board({"battlefield": [HIVE] + ["Swamp"] * 8}, {"graveyard": ["Grizzly Bears", "Shock"]})
    hive = game.find(HIVE)
    for _ in range(2):
        activate(game, hive, 2, pay=False)
        pay_with(game, *untapped(game, "Swamp", 4))
        pass_both(game)
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    game.apply(f"attack {hive} P2")
    game.apply("done")
    bears, shock = game.find("Grizzly Bears", zone="graveyard"), game.find("Shock", zone="graveyard")
    for card in (bears, shock):
        if game.pending.kind == "order":  # two of its own triggers at once (603.3b)
            game.apply("order " + " ".join(str(i) for i in game.pending.options))
        assert game.pending.kind == "target", game.pending
        game.apply(f"target {card}")
    pass_both(game)
    pass_both(game)
    assert game.find("Grizzly Bears", zone="exile") and game.find("Shock", zone="exile")
