"""Kalitas, Traitor of Ghet: 'If a nontoken creature an opponent controls would die, instead exile that card and
create a 2/2 black Zombie creature token.' (614.1a: a replacement effect whose replacing event also creates the
token) and '{2}{B}, Sacrifice another Vampire or Zombie: Put two +1/+1 counters on Kalitas, Traitor of Ghet.'"""

from __future__ import annotations

from support import activate, board, cast, counters, pass_both, resolve_stack

from lithoform.catalog.compiled import compiled
from lithoform.play.game import Game

KALITAS = "Kalitas, Traitor of Ghet"


def _zombies(game: Game, player: int) -> list[int]:
    return [o for o in game.zone("battlefield") if game.chars(o).name == "Zombie Token"
            and game.state.objects[o].controller == player]


def _kalitas_board(theirs: list, mine: list | None = None, hand: tuple[str, ...] = ("Murder",)) -> Game:
    return board({"battlefield": [KALITAS, *(mine or [])] + ["Swamp"] * 6, "hand": list(hand)},
                 {"battlefield": theirs})


def test_kalitas_compiles() -> None:
    assert compiled(KALITAS).ok


def test_an_opponents_nontoken_creature_is_exiled_and_you_get_a_zombie() -> None:
    """614.1a: instead of dying, the creature card is exiled and Kalitas's controller creates a 2/2 Zombie."""
    game = _kalitas_board(["Grizzly Bears"])
    cast(game, "Murder", game.find("Grizzly Bears"))
    pass_both(game)
    assert game.find("Grizzly Bears", zone="exile")
    assert not game.zone("graveyard", 1)
    zombies = _zombies(game, 0)
    assert len(zombies) == 1
    c = game.chars(zombies[0])
    assert (c.power, c.toughness, set(c.colors), set(c.subtypes)) == (2, 2, {"B"}, {"Zombie"})
    assert not _zombies(game, 1)


def test_ruling_dies_triggers_of_an_opponents_creature_dont_trigger() -> None:
    """Ruling: "Abilities that trigger whenever a creature an opponent controls dies won't trigger unless that
    creature is a token (see below).\" (the creature never dies: Blood Artist's trigger doesn't fire)"""
    game = _kalitas_board(["Grizzly Bears", "Blood Artist"])
    cast(game, "Murder", game.find("Grizzly Bears"))
    pass_both(game)
    resolve_stack(game)
    assert game.find("Grizzly Bears", zone="exile")
    assert game.state.players[0].life == 20 and game.state.players[1].life == 20


def test_ruling_an_opponents_creature_token_dies_normally() -> None:
    """Ruling: "If a creature token an opponent controls dies, it goes to that player's graveyard as normal
    before ceasing to exist." (a token isn't a nontoken creature: no Zombie)"""
    game = _kalitas_board([{"card": "Grizzly Bears", "token": True}])
    cast(game, "Murder", game.find("Grizzly Bears"))
    pass_both(game)
    assert not _zombies(game, 0)
    assert not game.zone("exile", 1)
    assert any(e.kind == "zone_change" and e.args.get("card") == "Grizzly Bears" and e.args.get("dst") == "graveyard"
               for e in game.state.events())


def test_your_own_creatures_die_normally() -> None:
    """Only creatures an opponent controls are replaced."""
    game = _kalitas_board([], mine=["Grizzly Bears"])
    cast(game, "Murder", game.find("Grizzly Bears"))
    pass_both(game)
    assert "Grizzly Bears" in [game.chars(o).name for o in game.zone("graveyard", 0)]
    assert not _zombies(game, 0)


def test_ruling_kalitas_dying_at_the_same_time_still_exiles_them() -> None:
    """Ruling: "If Kalitas dies at the same time as creatures your opponents control, those creature cards will
    be exiled and you'll get that many Zombies.\" (Damnation: 'Destroy all creatures.', 701.8a at once)"""
    game = board({"battlefield": [KALITAS] + ["Swamp"] * 4, "hand": ["Damnation"]},
                 {"battlefield": ["Grizzly Bears", "Llanowar Elves"]})
    cast(game, "Damnation")
    pass_both(game)
    assert game.find(KALITAS, zone="graveyard")
    assert game.find("Grizzly Bears", zone="exile") and game.find("Llanowar Elves", zone="exile")
    assert len(_zombies(game, 0)) == 2


def test_sacrifice_another_zombie_puts_two_counters() -> None:
    """'{2}{B}, Sacrifice another Vampire or Zombie: Put two +1/+1 counters on Kalitas.'"""
    game = _kalitas_board(["Grizzly Bears"])
    cast(game, "Murder", game.find("Grizzly Bears"))
    pass_both(game)
    zombie = _zombies(game, 0)[0]
    kalitas = game.find(KALITAS)
    activate(game, kalitas, 1, sacrifice=(zombie,))
    pass_both(game)
    assert counters(game, kalitas) == 2
    assert not _zombies(game, 0)


def test_ruling_kalitas_cant_sacrifice_itself() -> None:
    """Ruling: "You can't sacrifice Kalitas to activate the last ability, even if it's somehow become a Zombie."
    (Kalitas is itself a Vampire: 'another' leaves only other Vampires or Zombies, and with none the ability can't
    be activated)"""
    game = _kalitas_board([], hand=())
    kalitas = game.find(KALITAS)
    assert not any(a.startswith(f"activate {kalitas}") for a in map(str, game.legal_actions()))


def test_the_zombie_is_kalitass_controllers() -> None:
    """P2's Kalitas: P1's creature, dying to P1's own Murder, is exiled and P2 (Kalitas's controller) gets the
    Zombie (614.1a: the replacement effect is Kalitas's, its instructions its controller's)."""
    game = board({"battlefield": ["Grizzly Bears", "Swamp", "Swamp", "Swamp"], "hand": ["Murder"]},
                 {"battlefield": [KALITAS]})
    cast(game, "Murder", game.find("Grizzly Bears"))
    pass_both(game)
    assert game.find("Grizzly Bears", zone="exile")
    assert len(_zombies(game, 1)) == 1 and not _zombies(game, 0)


def test_614_1a_two_kalitas_two_same_named_creatures_dying_together_each_controller_gets_a_zombie() -> None:
    """614.1a: each replacement is done by the permanent that replaced that event (its direct link, not a search
    of the log by name). Each player controls a Kalitas and a Grizzly Bears; Pyroclasm (2 damage to each creature)
    kills both Bears at once: P1's Bears is exiled by P2's Kalitas (P2 gets a Zombie), P2's by P1's (P1 gets one).
    Ruling: "If Kalitas dies at the same time as creatures your opponents control, those creature cards will be
    exiled and you'll get that many Zombies." (each replaced event is its own Kalitas's)"""
    game = board({"battlefield": [KALITAS, "Grizzly Bears", "Mountain", "Mountain"], "hand": ["Pyroclasm"]},
                 {"battlefield": [KALITAS, "Grizzly Bears"]})
    cast(game, "Pyroclasm")
    resolve_stack(game)
    assert sorted(game.state.objects[o].owner for o in game.zone("exile")) == [0, 1]
    assert len(_zombies(game, 0)) == 1 and len(_zombies(game, 1)) == 1
