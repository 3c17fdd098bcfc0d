"""Painter's Servant: "As Painter's Servant enters the battlefield, choose a color. All cards that aren't on the
battlefield, spells, and permanents are the chosen color in addition to their other colors." (105.3, 611.3a,
613.1e, 614.12; mechanics/zone_colors) and its interactions with Grindstone and Mycosynth Lattice (613.7)."""

from __future__ import annotations

from support import activate, board, cast, resolve_stack

from lithoform import Game

P1, P2 = 0, 1
BLUE = 1  # the color choices are offered in WUBRG order (105.1)


def _painted(p1: dict, p2: dict | None = None, color: int = BLUE) -> Game:
    p1 = {**p1, "hand": ["Painter's Servant", *p1.get("hand", [])]}
    p1["battlefield"] = [{"card": "Mountain", "count": 2}, *p1.get("battlefield", [])]
    game = board(p1, p2)
    cast(game, game.find("Painter's Servant"))
    game.apply("pass")
    game.apply("pass")
    game.apply(f"choose {color}")  # as it enters (614.12)
    resolve_stack(game)
    return game


def _colors(game: Game, name: str, zone: str | None = None) -> set[str]:
    return set(game.chars(game.find(name, zone=zone)).colors)


def test_painters_servant_paints_every_zone_in_addition_to_other_colors() -> None:
    """Rulings: "This ability affects every card in every game zone, all tokens on the battlefield, and all spell
    copies on the stack, regardless of who controls or owns them." and "This ability doesn't overwrite any
    previous colors. Rather, it adds another color." The opponent's permanent, cards in a hand, a graveyard and a
    library: each is blue as well."""
    game = _painted({"hand": ["Lightning Bolt"], "graveyard": ["Shock"], "library": ["Giant Growth"]},
                    {"battlefield": ["Grizzly Bears"]})
    assert _colors(game, "Grizzly Bears") == {"G", "U"}
    assert _colors(game, "Lightning Bolt", "hand") == {"R", "U"}
    assert _colors(game, "Shock", "graveyard") == {"R", "U"}
    assert _colors(game, "Giant Growth", "library") == {"G", "U"}
    assert _colors(game, "Painter's Servant") == {"U"}


def test_painters_servant_a_colorless_object_is_just_the_new_color() -> None:
    """Ruling: "If something affected by Painter's Servant is normally colorless, it will simply be the new color.
    It won't be both the new color and colorless." (105.2c)"""
    game = _painted({"battlefield": ["Ornithopter"], "library": ["Island"]})
    assert _colors(game, "Ornithopter") == {"U"}
    assert _colors(game, "Island", "library") == {"U"}
    assert _colors(game, "Mountain") == {"U"}


def test_painters_servant_a_spell_on_the_stack_is_the_chosen_color() -> None:
    """The spell Lightning Bolt, on the stack, is red and blue."""
    game = _painted({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]})
    bolt = cast(game, game.find("Lightning Bolt"), "P2")
    assert set(game.chars(bolt).colors) == {"R", "U"}


def test_painters_servant_an_effect_that_sets_colors_later_overwrites_it() -> None:
    """Ruling: "While Painter's Servant is on the battlefield, an effect that changes an object's colors will
    overwrite Painter's Servant's effect." Mycosynth Lattice, later (613.7: timestamp order in layer 5), makes
    everything colorless."""
    game = _painted({"battlefield": [{"card": "Mountain", "count": 6}], "hand": ["Mycosynth Lattice"],
                     "graveyard": ["Shock"]}, {"battlefield": ["Grizzly Bears"]})
    cast(game, game.find("Mycosynth Lattice"))
    resolve_stack(game)
    assert _colors(game, "Grizzly Bears") == set()
    assert _colors(game, "Shock", "graveyard") == set()


def test_painters_servant_after_mycosynth_lattice_makes_everything_the_chosen_color() -> None:
    """613.7: the later Painter's Servant adds blue to what the earlier Lattice made colorless."""
    game = _painted({"battlefield": ["Mycosynth Lattice"], "graveyard": ["Shock"]},
                    {"battlefield": ["Grizzly Bears"]})
    assert _colors(game, "Grizzly Bears") == {"U"}
    assert _colors(game, "Shock", "graveyard") == {"U"}


def test_painters_servant_with_grindstone_mills_the_whole_library() -> None:
    """Grindstone's ruling: "The effect repeats as many times as it takes to meet the end condition." With every
    card blue, every two milled cards share a color: the target's whole library is milled."""
    game = _painted({"battlefield": ["Grindstone", {"card": "Mountain", "count": 3}]},
                    {"library": ["Island", "Forest", "Ornithopter", "Mountain", "Plains"]})
    activate(game, game.find("Grindstone"), 1, "P2")
    resolve_stack(game)
    assert len(game.zone("library", P2)) == 0
    assert len(game.zone("graveyard", P2)) == 5


def test_painters_servant_an_observation_shows_the_new_color_of_cards_in_hand(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """611.3a: the views of cards whose records didn't change (a card in hand) change when Painter's Servant
    enters: an observation kept from before shows them blue afterwards (CHECK_VIEWS compares every kept view
    with a fresh one)."""
    from lithoform.play import observation

    monkeypatch.setattr(observation, "CHECK_VIEWS", True)
    game = board({"battlefield": [{"card": "Mountain", "count": 2}], "hand": ["Painter's Servant", "Lightning Bolt"]})
    observation.observe(game, P1)
    cast(game, game.find("Painter's Servant"))
    game.apply("pass")
    game.apply("pass")
    game.apply(f"choose {BLUE}")
    seen = observation.observe(game, P1)
    bolt = next(v for v in seen.hand if v.name == "Lightning Bolt")
    assert set(bolt.colors) == {"R", "U"}
