"""Searching a library for cards with the same name as a named object (701.23a, 201.2): 'Search your library for a
card with the same name as that card, reveal it, put it into your hand, then shuffle.' (Infernal Tutor), '... for up
to three cards with the same name as target creature ...' (Pack Hunt). The search itself is the core's
(rules/effects/library.py, SearchLibrary.same_name_as); this home holds its text."""
