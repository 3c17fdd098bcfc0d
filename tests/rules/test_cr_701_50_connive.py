"""CR 701.50: connive. The conniving permanent's controller draws a card, then discards a card; if a nonland
card is discarded this way, they put a +1/+1 counter on it (701.50a). 'Connive N' draws N, discards N and
puts a counter for each nonland card discarded (701.50e). It connives even if some actions were impossible
(701.50b); a permanent that left connives by its last known information (701.50c)."""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform import Game


def _informant(hand: list[str], library: list[str]) -> tuple[Game, int]:
    game = board({"hand": ["Raffine's Informant", *hand], "battlefield": ["Plains", "Plains"],
                  "library": library})
    cast(game, "Raffine's Informant")
    pass_both(game)  # the creature spell
    informant = game.find("Raffine's Informant")
    pass_both(game)  # 'When ~ enters, it connives.'
    return game, informant


def _drawn(game: Game) -> list[int]:
    """The cards the player draws while conniving: the question is posed before the resolution is carried
    out (the state is as before it), so they are the options that aren't objects yet, in the order drawn."""
    assert game.pending.kind == "choose", game.pending
    return [o for o in game.pending.options if o not in game.state.objects]


def test_701_50a_a_nonland_card_discarded_puts_a_counter_on_it() -> None:
    game, informant = _informant(["Shock"], ["Island"])
    assert len(_drawn(game)) == 1
    game.apply(f"choose {game.find('Shock', zone='hand')}")
    assert game.state.objects[informant].counter("+1/+1") == 1
    assert "Island" in [game.chars(o).name for o in game.zone("hand")]


def test_701_50a_a_land_discarded_puts_no_counter() -> None:
    game, informant = _informant(["Shock"], ["Island"])
    (island,) = _drawn(game)
    game.apply(f"choose {island}")
    assert game.state.objects[informant].counter("+1/+1") == 0
    assert any(e.kind == "connive" for e in game.state.events())


def test_701_50e_connive_x_counts_each_nonland_card_discarded() -> None:
    """Raffine, Scheming Seer: 'Whenever you attack, target attacking creature connives X, where X is the
    number of attacking creatures.' Two attackers: draw two, discard two, a counter per nonland card."""
    game = board({"battlefield": ["Raffine, Scheming Seer", "Grizzly Bears"], "hand": ["Shock"],
                  "library": ["Giant Growth", "Forest"]}, step="beginning_of_combat")
    pass_both(game)
    raffine, bears = game.find("Raffine, Scheming Seer"), game.find("Grizzly Bears")
    game.apply(f"attack {raffine} P2")
    game.apply(f"attack {bears} P2")
    game.apply("done")
    if game.pending.kind == "target":
        game.apply(f"target {bears}")
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.max == 2
    growth, _forest = _drawn(game)  # the top card first
    game.apply(f"choose {game.find('Shock', zone='hand')} {growth}")
    assert game.state.objects[bears].counter("+1/+1") == 2
