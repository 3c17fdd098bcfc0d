"""Mirror Image — every official ruling as a game.

Oracle text: "You may have Mirror Image enter the battlefield as a copy of a creature you control."
"""

from __future__ import annotations

from support import (
    basics,
    board,
    cast,
    choose_targets,
    events_since,
    hand_size,
    mark,
    pay_with,
    pump_bears,
    resolve_top,
    top,
    untapped,
)

IMAGE = "Mirror Image"


def cast_image(game) -> None:
    """Casts Mirror Image with three Islands and lets it resolve, up to the choice of what it copies."""
    cast(game, game.find(IMAGE, zone="hand"), pay=False)
    pay_with(game, *untapped(game, "Island", 3))
    resolve_top(game)
    assert game.pending.kind == "choose", game.pending


def the_image(game) -> int:
    """The permanent that is the Mirror Image card (whatever it copies)."""
    (image,) = [i for i in game.state.battlefield if game.state.objects[i].card == IMAGE]
    return image


def test_mirror_image_copies_only_what_is_printed() -> None:
    """Ruling (2018-07-13): “Mirror Image copies exactly what was printed on the original creature (unless
    that creature is copying something else or is a token; see below). It doesn’t copy whether that
    creature is tapped or untapped, whether it as any counters on it or any Auras and Equipment attached
    to it, or any non-copy effects that have changed its power, toughness, types, color, or so on.”

    Grizzly Bears are tapped, have two +1/+1 counters, got Giant Growth and carry Bonesplitter (9/7). Mirror
    Image enters as an untapped 2/2 green Grizzly Bears with no counters and nothing attached."""
    game = board({"battlefield": [{"card": "Grizzly Bears", "tapped": True, "counters": {"+1/+1": 2}},
                                  "Bonesplitter", *basics(Island=3, Plains=1, Forest=1)],
                  "hand": ["Giant Growth", IMAGE]})
    bears = pump_bears(game)
    cast_image(game)
    game.apply(f"choose {bears}")
    image = the_image(game)
    c = game.chars(image)
    assert (c.name, c.power, c.toughness, c.types, c.colors) == ("Grizzly Bears", 2, 2, {"Creature"}, {"G"})
    obj = game.state.objects[image]
    assert not obj.tapped and obj.counters == () and obj.token is False
    assert not any(game.state.objects[i].attached_to == image for i in game.state.battlefield)


def test_x_in_the_copied_mana_cost_is_zero() -> None:
    """Ruling (2018-07-13): “If the copied creature has {X} in its mana cost, X is considered to be 0.”

    Mirror Image copying a Walking Ballista with three counters has mana value 0 and enters with no
    counters (X is 0): a 0/0, it is put into its owner's graveyard (704.5f)."""
    game = board({"battlefield": [{"card": "Walking Ballista", "counters": {"+1/+1": 3}}, *basics(Island=3)],
                  "hand": [IMAGE]})
    cast_image(game)
    start = mark(game)
    game.apply(f"choose {game.find('Walking Ballista')}")
    (entered,) = [e.args["new"] for e in events_since(game, start, "zone_change")
                  if e.args["dst"] == "battlefield"]
    assert game.chars(entered).name == "Walking Ballista" and game.chars(entered).mana_value == 0
    assert game.state.lki[entered].counters == ()
    assert game.find(IMAGE, zone="graveyard")


def test_a_chosen_creature_copying_something_else_gives_what_it_copied() -> None:
    """Ruling (2018-07-13): “If the chosen creature is copying something else (for example, if the chosen
    creature is another Mirror Image), then Mirror Image enters the battlefield as whatever the chosen
    creature copied.”

    A first Mirror Image is a Serra Angel; a second one copying it is a Serra Angel too."""
    game = board({"battlefield": ["Serra Angel", *basics(Island=6)], "hand": [IMAGE, IMAGE]})
    angel = game.find("Serra Angel")
    cast_image(game)
    game.apply(f"choose {angel}")
    first = the_image(game)
    cast_image(game)
    game.apply(f"choose {first}")
    (second,) = [i for i in game.state.battlefield if game.state.objects[i].card == IMAGE and i != first]
    c = game.chars(second)
    assert (c.name, c.power, c.toughness) == ("Serra Angel", 4, 4) and {"flying", "vigilance"} <= c.keywords


def test_a_chosen_token_is_copied_as_its_creating_effect_defined_it_and_image_is_no_token() -> None:
    """Ruling (2018-07-13): “If the chosen creature is a token, Mirror Image copies the original
    characteristics of that token as stated by the effect that put the token onto the battlefield. Mirror
    Image doesn’t become a token in this case.”

    A Hornet from Hornet Cannon got Giant Growth. Mirror Image becomes a 1/1 colorless Insect artifact
    creature named Hornet with flying and haste, and it is not a token."""
    game = board({"battlefield": ["Hornet Cannon", *basics(Plains=3, Forest=1, Island=3)],
                  "hand": ["Giant Growth", IMAGE]})
    game.apply(f"activate {game.find('Hornet Cannon')} 1")
    pay_with(game, *untapped(game, "Plains"))
    resolve_top(game)
    hornet = game.find("Hornet")
    cast(game, game.find("Giant Growth"), hornet, pay=False)
    pay_with(game, untapped(game, "Forest")[0])
    resolve_top(game)
    cast_image(game)
    game.apply(f"choose {hornet}")
    image = the_image(game)
    c = game.chars(image)
    assert (c.name, c.power, c.toughness, c.colors) == ("Hornet", 1, 1, frozenset())
    assert c.types == {"Artifact", "Creature"} and c.subtypes == {"Insect"}
    assert {"flying", "haste"} <= c.keywords
    assert game.state.objects[image].token is False


def test_enters_the_battlefield_abilities_of_the_copied_creature_trigger() -> None:
    """Ruling (2018-07-13): “Any enters-the-battlefield abilities of the copied creature will trigger when
    Mirror Image enters the battlefield. Any “as [this creature] enters the battlefield” or “[this
    creature] enters the battlefield with” abilities of the chosen creature will also work.”

    Mirror Image as Elvish Visionary: Visionary's enters ability triggers for Mirror Image and a card is
    drawn."""
    game = board({"battlefield": ["Elvish Visionary", *basics(Island=3)], "hand": [IMAGE]})
    cast_image(game)
    game.apply(f"choose {game.find('Elvish Visionary')}")
    trigger = top(game)
    assert trigger.kind == "triggered" and trigger.source == the_image(game)
    resolve_top(game)
    assert hand_size(game) == 1


def test_enters_with_counters_of_the_copied_creature_works() -> None:
    """Ruling (2018-07-13), “[this creature] enters the battlefield with”: Mirror Image copying a
    Triskelion with one counter left enters with Triskelion's three +1/+1 counters."""
    game = board({"battlefield": [{"card": "Triskelion", "counters": {"+1/+1": 1}}, *basics(Island=3)],
                  "hand": [IMAGE]})
    cast_image(game)
    game.apply(f"choose {game.find('Triskelion')}")
    image = the_image(game)
    assert game.chars(image).name == "Triskelion" and game.state.objects[image].counter("+1/+1") == 3


def test_as_enters_abilities_of_the_copied_creature_work() -> None:
    """Ruling (2018-07-13), “Any “as [this creature] enters the battlefield” ... abilities of the chosen
    creature will also work.”: a Clone that copies nothing (a 1/1 under Glorious Anthem) has “You may have
    Clone enter the battlefield as a copy of any creature on the battlefield”. Mirror Image copying it gets
    that “as enters” ability, so its choice is made too: Mirror Image becomes P2's Llanowar Elves."""
    game = board({"battlefield": ["Glorious Anthem", "Clone", *basics(Island=3)], "hand": [IMAGE]},
                 {"battlefield": ["Llanowar Elves"]})
    assert game.chars(game.find("Clone")).power == 1
    cast_image(game)
    game.apply(f"choose {game.find('Clone')}")
    assert game.pending.kind == "choose" and game.find("Llanowar Elves") in game.pending.options
    game.apply(f"choose {game.find('Llanowar Elves')}")
    assert game.chars(the_image(game)).name == "Llanowar Elves"


def test_only_a_creature_already_on_the_battlefield_you_control_can_be_chosen() -> None:
    """Ruling (2018-07-13): “If Mirror Image somehow enters the battlefield at the same time as another
    creature, it can’t become a copy of that creature. You may choose only a creature that’s already on
    the battlefield.”

    The choice offers the creatures P1 already controls on the battlefield: not Mirror Image itself, not
    the creature card in P1's hand, not P2's creature."""
    game = board({"battlefield": ["Grizzly Bears", "Serra Angel", *basics(Island=3)],
                  "hand": [IMAGE, "Fiend Hunter"]}, {"battlefield": ["Llanowar Elves"]})
    cast_image(game)
    assert set(game.pending.options) == {game.find("Grizzly Bears"), game.find("Serra Angel")}
    assert game.pending.min == 0  # “you may”


def test_mirror_image_cant_copy_a_creature_entering_at_the_same_time() -> None:
    """Ruling (2018-07-13), the same-time case: Fiend Hunter's enters trigger, copied by Strionic
    Resonator, exiles Grizzly Bears and Mirror Image (a Serra Angel). When Fiend Hunter dies both return
    at the same time: Mirror Image may copy Serra Angel, but not the Bears that enter with it."""
    game = board({"battlefield": ["Serra Angel", "Grizzly Bears", "Strionic Resonator",
                                  *basics(Island=3, Plains=3, Swamp=2, Mountain=1)],
                  "hand": [IMAGE, "Fiend Hunter", "Lightning Bolt"]})
    angel, bears = game.find("Serra Angel"), game.find("Grizzly Bears")
    cast_image(game)
    game.apply(f"choose {angel}")
    cast(game, game.find("Fiend Hunter"), pay=False)
    pay_with(game, *untapped(game, "Plains"))
    resolve_top(game)
    game.apply(f"target {the_image(game)}")
    game.apply(f"activate {game.find('Strionic Resonator')} 1")
    game.apply(f"target {game.state.stack[-2]}")
    pay_with(game, *untapped(game, "Swamp"))
    resolve_top(game)
    choose_targets(game, bears)
    resolve_top(game)
    game.apply("yes")
    resolve_top(game)
    game.apply("yes")
    cast(game, game.find("Lightning Bolt"), game.find("Fiend Hunter"))
    resolve_top(game)  # Bolt: Fiend Hunter dies, its leaves ability triggers
    resolve_top(game)  # both exiled cards return at the same time
    assert game.pending.kind == "choose"
    assert game.pending.options == (angel,)
