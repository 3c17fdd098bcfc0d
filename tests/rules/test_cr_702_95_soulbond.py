"""CR 702.95 Soulbond. 702.95a: "Soulbond" means "When this creature enters, if you control both this creature
and another creature and both are unpaired, you may pair this creature with another unpaired creature you
control for as long as both remain creatures on the battlefield under your control" and "Whenever another
creature you control enters, if you control both it and this creature and both are unpaired, you may pair
that creature with this creature for as long as both remain creatures on the battlefield under your control."
702.95c: the abilities that refer to the paired creature apply to both. Played with Trusted Forcemage (a 2/2
for {2}{G}: 'As long as Trusted Forcemage is paired with another creature, each of those creatures gets
+1/+1.')."""

from __future__ import annotations

from support import basics, board, cast, pass_both, pt, use_compiled

from lithoform.rules.continuous.pairing import PAIRED
from lithoform.rules.zones import move

use_compiled("Trusted Forcemage", "Elgaud Shieldmate")

FORCEMAGE = "Trusted Forcemage"


def _forcemage_enters(others: list) -> tuple:
    game = board({"hand": [FORCEMAGE], "battlefield": [*basics(Forest=3), *others]})
    cast(game, FORCEMAGE)
    pass_both(game)  # the Forcemage resolves; its soulbond ability triggers
    return game


def test_702_95a_pairing_as_it_enters_both_creatures_get_the_bonus() -> None:
    game = _forcemage_enters(["Grizzly Bears"])
    assert game.state.stack
    pass_both(game)
    assert game.pending.kind == "choose"
    bears = game.find("Grizzly Bears")
    game.apply(f"choose {bears}")
    assert pt(game, bears) == (3, 3)
    assert pt(game, game.find(FORCEMAGE)) == (3, 3)
    assert any(e.kind == "paired" for e in game.state.events())


def test_702_95a_pairing_is_optional() -> None:
    game = _forcemage_enters(["Grizzly Bears"])
    pass_both(game)
    game.apply("choose")  # none chosen
    assert pt(game, game.find("Grizzly Bears")) == (2, 2)
    assert pt(game, game.find(FORCEMAGE)) == (2, 2)


def test_702_95a_no_other_creature_it_doesnt_trigger() -> None:
    game = _forcemage_enters([])
    assert not game.state.stack


def test_702_95a_another_creature_entering_may_pair_with_it() -> None:
    game = board({"hand": ["Grizzly Bears"], "battlefield": [*basics(Forest=2), FORCEMAGE]})
    cast(game, "Grizzly Bears")
    pass_both(game)
    assert game.state.stack  # the Forcemage's second soulbond ability
    pass_both(game)
    assert game.pending.kind == "may"
    game.apply("yes")
    assert pt(game, game.find("Grizzly Bears")) == (3, 3)


def test_702_95b_a_paired_creature_doesnt_pair_again() -> None:
    """702.95b: a creature can be paired with only one other creature: the intervening 'if' (603.4) fails
    when another creature enters while the Forcemage is paired."""
    game = board({"hand": [FORCEMAGE, "Grizzly Bears"], "battlefield": [*basics(Forest=5), "Grizzly Bears"]})
    cast(game, FORCEMAGE)
    pass_both(game)
    pass_both(game)
    game.apply(f"choose {game.find('Grizzly Bears', zone='battlefield')}")
    cast(game, "Grizzly Bears")
    pass_both(game)
    assert not game.state.stack  # no soulbond trigger
    assert sum(1 for link in game.state.links if link.key == PAIRED) == 1


def test_702_95e_unpaired_when_the_other_creature_leaves() -> None:
    """702.95e: a creature becomes unpaired if it leaves the battlefield; the other one loses the bonus and
    can be paired again by a creature entering later."""
    game = _forcemage_enters(["Grizzly Bears"])
    pass_both(game)
    game.apply(f"choose {game.find('Grizzly Bears')}")
    move(game.state, game.find("Grizzly Bears"), "graveyard")
    game.state.characteristics_changed()
    assert pt(game, game.find(FORCEMAGE)) == (2, 2)
    game.apply("pass")  # the engine looks at the game: the pair's record ends (702.95e)
    assert not any(link.key == PAIRED for link in game.state.links)
    assert any(e.kind == "unpaired" for e in game.state.events())


def test_702_95c_both_creatures_have_the_keyword() -> None:
    """Elgaud Shieldmate: 'As long as Elgaud Shieldmate is paired with another creature, both creatures have
    hexproof.'"""
    game = board({"hand": ["Elgaud Shieldmate"], "battlefield": [*basics(Island=4), "Grizzly Bears"]})
    cast(game, "Elgaud Shieldmate")
    pass_both(game)
    pass_both(game)
    bears = game.find("Grizzly Bears")
    game.apply(f"choose {bears}")
    assert "hexproof" in game.chars(bears).keywords
    assert "hexproof" in game.chars(game.find("Elgaud Shieldmate")).keywords
